import { CANVAS_BLOCK_QUESTIONS, CANVAS_NOT_COVERED, splitCanvas } from '@ideapilot/contract';
import PDFDocument from 'pdfkit';

const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#3b5bdb';
const MARGIN = 56;

/**
 * The built-in PDF fonts speak Windows-1252 only; other characters would print as garbage, so
 * each becomes one '?' (an emoji too: the pattern reads code points). Embedding a Unicode font
 * would add megabytes for a rare case.
 */
export function pdfSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\n\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/gu, '?');
}

/** Markdown as plain lines for print: no emphasis marks or link targets, bullets as •. */
export function plainLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*[-*+]\s+/, '• ')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
        .replace(/^#+\s*/, '')
        .trimEnd(),
    )
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''));
}

/**
 * The canvas as an A4 PDF that reads like the panel: the title, the stage, the date, any text
 * before the blocks (or the whole canvas, when it has none), the nine blocks in order, and an
 * IdeaPilot footer on every page.
 */
export function canvasPdf({ title, markdown, date }: { title: string; markdown: string; date: Date }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margins: { top: MARGIN, bottom: MARGIN + 24, left: MARGIN, right: MARGIN }, bufferPages: true, info: { Title: title, Creator: 'IdeaPilot' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { head, blocks } = splitCanvas(markdown);
  // The stage line under the title belongs to the nine blocks' layout; another format's ## is a section.
  const stageLine = blocks.length ? /^##\s+(.+)$/m.exec(head) : null;
  const stage = stageLine?.[1]?.trim() ?? '';
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(pdfSafe(title));
  if (stage) doc.moveDown(0.2).font('Helvetica').fontSize(12).fillColor(ACCENT).text(pdfSafe(stage));
  doc.moveDown(0.2).fontSize(10).fillColor(MUTED).text(date.toISOString().slice(0, 10));
  doc.moveDown(0.6);
  doc.moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).strokeColor('#d9e2ec').stroke();

  // Whatever the head says besides the title and the stage (all of a canvas without blocks), as written.
  const rest = head.replace(/^#\s.*$/m, '').replace(stageLine?.[0] ?? '', '');
  for (const section of rest.split(/^(?=#{2,6}\s)/m).filter((s) => s.trim())) {
    const [, heading, body = section] = /^#{2,6}\s+(.*)\n?([\s\S]*)$/.exec(section) ?? [];
    if (heading) doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text(pdfSafe(heading.trim()));
    if (body.trim()) doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(INK).text(pdfSafe(plainLines(body.trim()).join('\n')), { lineGap: 2 });
  }

  for (const block of blocks) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text(block.name, { characterSpacing: 0.6 });
    const body = block.body.trim() || `_${CANVAS_NOT_COVERED}_ ${CANVAS_BLOCK_QUESTIONS[block.name]}`;
    doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(INK).text(pdfSafe(plainLines(body).join('\n')), { lineGap: 2 });
  }

  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN;
    // Writing below the bottom margin would open a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    doc.text(`IdeaPilot — idea canvas · page ${i + 1} of ${pages.count}`, MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
