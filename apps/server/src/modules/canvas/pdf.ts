import { CANVAS_BLOCK_QUESTIONS, CANVAS_NOT_COVERED, splitCanvas } from '@ideapilot/contract';
import PDFDocument from 'pdfkit';

const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#3b5bdb';
const MARGIN = 56;

/**
 * The built-in PDF fonts speak Windows-1252 only; other characters would print as garbage, so
 * they become '?'. (Embedding a Unicode font would add megabytes for a rare case.)
 */
export function pdfSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\n\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
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
 * The canvas as an A4 PDF that reads like the panel: the title, the stage, the date, the nine
 * blocks in order, and an IdeaPilot footer on every page.
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
  const stage = /^##\s+(.+)$/m.exec(head)?.[1]?.trim() ?? '';
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(pdfSafe(title));
  if (stage) doc.moveDown(0.2).font('Helvetica').fontSize(12).fillColor(ACCENT).text(pdfSafe(stage));
  doc.moveDown(0.2).fontSize(10).fillColor(MUTED).text(date.toISOString().slice(0, 10));
  doc.moveDown(0.6);
  doc.moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).strokeColor('#d9e2ec').stroke();

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
