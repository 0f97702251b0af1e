import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown, splitBlocks } from './Markdown.tsx';

afterEach(cleanup);

describe('Markdown', () => {
  it('shows raw HTML as inert text: no script, image or event handler reaches the DOM', () => {
    const html = 'Hello <script>window.hacked = 1</script> <img src=x onerror="alert(1)"> <b onclick="alert(2)">bold</b>';
    const { container } = render(<Markdown text={html} />);
    // jsdom never runs inserted scripts, so the proof is what the DOM holds: one paragraph of text.
    const elements = [...container.querySelectorAll('*')];
    expect(elements.map((el) => el.tagName.toLowerCase()).filter((tag) => tag !== 'div')).toEqual(['p']);
    expect(elements.flatMap((el) => el.getAttributeNames()).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(container.querySelector('p')!.textContent).toBe(html);
  });

  it('neutralises javascript: links', () => {
    const { getByText } = render(<Markdown text={'[click me](javascript:alert(1)) and [data](data:text/html,hi)'} />);
    expect(getByText('click me').getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(getByText('data').getAttribute('href') ?? '').not.toMatch(/^data:/i);
  });

  it('shows a link with an unsafe or relative address as plain text', () => {
    const { getByText, queryAllByRole } = render(
      <Markdown text={'[click me](javascript:alert(1)) and [data](data:text/html,hi) and [home](/platform/chat)'} />,
    );
    expect(queryAllByRole('link')).toHaveLength(0);
    expect(getByText('click me').tagName).toBe('SPAN');
    expect(getByText('home').tagName).toBe('SPAN');
  });

  it('never loads an image: it becomes a link to it, labelled with its alt text', () => {
    const { container, getByRole } = render(<Markdown text={'![pixel](https://tracker.example/p.gif) ![x](javascript:alert(1))'} />);
    expect(container.querySelector('img')).toBeNull();
    const link = getByRole('link', { name: 'Image: pixel' });
    expect(link.getAttribute('href')).toBe('https://tracker.example/p.gif');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.textContent).toContain('Image: x');
  });

  it('opens links in a new tab without an opener', () => {
    const { getByRole } = render(<Markdown text={'See [the docs](https://example.com/docs).'} />);
    const link = getByRole('link', { name: 'the docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/docs');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('renders headings, lists and tables', () => {
    const { getByRole, getAllByRole } = render(<Markdown text={'# Idea\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |'} />);
    expect(getByRole('heading', { level: 1, name: 'Idea' })).toBeTruthy();
    expect(getAllByRole('listitem')).toHaveLength(2);
    expect(getByRole('table')).toBeTruthy();
  });

  it('starts its headings at the level it is given, keeping each depth for the look', () => {
    const { getAllByRole } = render(<Markdown text={'# Title\n\n## Stage\n\n### WHO\n\n#### Detail'} headingLevel={3} />);
    const headings = getAllByRole('heading').map((h) => [h.tagName, h.className, h.textContent]);
    expect(headings).toEqual([
      ['H3', 'markdown-h1', 'Title'],
      ['H3', 'markdown-h2', 'Stage'],
      ['H3', 'markdown-h3', 'WHO'],
      ['H4', 'markdown-h4', 'Detail'],
    ]);
  });

  it('shows a typing cursor only while streaming', () => {
    const { queryByTestId, rerender } = render(<Markdown text="Hi" streaming />);
    expect(queryByTestId('typing-cursor')).not.toBeNull();
    rerender(<Markdown text="Hi" />);
    expect(queryByTestId('typing-cursor')).toBeNull();
  });

  it('keeps settled blocks in place while the tail grows', () => {
    const { container, rerender } = render(<Markdown text={'# Title\n\nFirst para'} streaming />);
    const heading = container.querySelector('h1');
    rerender(<Markdown text={'# Title\n\nFirst paragraph grows'} streaming />);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toContain('First paragraph grows');
  });
});

describe('splitBlocks', () => {
  it('splits at blank lines', () => {
    expect(splitBlocks('# A\ntext\n\n## B\n\n\nmore')).toEqual(['# A\ntext', '## B', 'more']);
  });

  it('keeps fenced code with blank lines whole', () => {
    expect(splitBlocks('intro\n\n```js\na\n\nb\n```\n\nafter')).toEqual(['intro', '```js\na\n\nb\n```', 'after']);
  });

  it('keeps indented list continuations with their item', () => {
    expect(splitBlocks('- item\n\n  continued\n\nnext')).toEqual(['- item\n\n  continued', 'next']);
  });

  it('keeps an unclosed fence open to the end while streaming', () => {
    expect(splitBlocks('```\ncode\n\nstill code')).toEqual(['```\ncode\n\nstill code']);
  });
});
