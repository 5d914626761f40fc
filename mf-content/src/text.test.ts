import { cutWords, formatDate } from '@basera/shared';
import { htmlToText } from './text';

// The blog's word cuts (titles at 12 and 8 words, summaries at 30) and dates, written with the shared helpers.
describe('cutWords', () => {
  const twelve = 'one two three four five six seven eight nine ten eleven twelve';

  it('keeps a text of exactly the limit whole, without an ellipsis', () => {
    expect(cutWords(twelve, 12)).toBe(twelve);
  });

  it('cuts after the limit and marks the cut', () => {
    expect(cutWords(`${twelve} thirteen`, 12)).toBe(`${twelve}...`);
    expect(cutWords('How to choose the right PG in Bengaluru today', 8)).toBe(
      'How to choose the right PG in Bengaluru...',
    );
  });

  it('counts words, not spaces: runs of whitespace and line breaks are one gap', () => {
    expect(cutWords('  a\n\n b   c\td  ', 3)).toBe('a b c...');
    expect(cutWords('', 5)).toBe('');
  });
});

describe('htmlToText', () => {
  it('keeps words of neighbouring blocks apart', () => {
    expect(
      htmlToText(
        '<h2>Start</h2><p>with the <strong>commute</strong>.</p><ul><li>Meals</li><li>Wi-Fi</li></ul>',
      ),
    ).toBe('Start with the commute. Meals Wi-Fi');
  });

  it('never includes script or style text, and runs nothing', () => {
    const spy = jest.fn();
    (window as unknown as { pwned: () => void }).pwned = spy;
    expect(
      htmlToText(
        '<p>Safe</p><script>window.pwned()</script><style>p{}</style><img src=x onerror="window.pwned()">',
      ),
    ).toBe('Safe');
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('formatDate', () => {
  it('shows day, short month and year', () => {
    expect(formatDate('2026-10-28T09:30:00+05:30')).toMatch(/28 Oct 2026/);
    expect(formatDate('not a date')).toBe('');
  });
});
