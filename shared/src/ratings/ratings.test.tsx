import { RATING_MESSAGES as M } from '@basera/shared/rules';
import { render, screen, within } from '@testing-library/react';
import { CategoryBars, RatingBadge, ReviewCard } from '.';
import { testReview, testSummary } from './fixtures';

describe('RatingBadge', () => {
  it('shows the average to one decimal, a star and the count', () => {
    render(<RatingBadge average={4.333} count={27} />);
    expect(screen.getByTestId('rating-badge').textContent).toBe('4.3 ★ (27)');
  });

  it('shows nothing for a listing without reviews', () => {
    const { container } = render(
      <>
        <RatingBadge average={null} count={0} />
        <RatingBadge average={undefined} count={undefined} />
        <RatingBadge average={4} count={0} />
      </>,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByTestId('rating-badge')).toBeNull();
  });
});

describe('ReviewCard', () => {
  it('shows the stars, the author, the basis mark, the date, the categories and the recommendation', () => {
    render(<ReviewCard review={testReview({ basis: 'stayed', recommend: false })} />);
    const card = screen.getByRole('article', { name: 'Meera N., 4 ★' });
    expect(within(card).getByRole('img', { name: '4 ★' })).toBeTruthy();
    expect(within(card).getByTestId('review-basis').textContent).toBe('Stayed here');
    expect(within(card).getByText('10 Nov 2026')).toBeTruthy();
    expect(within(card).getByTestId('review-category-food').textContent).toBe('Food 3★');
    expect(within(card).getByTestId('review-category-safety').textContent).toBe('Safety 5★');
    expect(within(card).getByTestId('review-recommend').textContent).toBe(`${M.recommend} ${M.no}`);
    expect(within(card).queryByTestId('review-edited')).toBeNull();
    expect(within(card).queryByRole('region', { name: M.ownerReply })).toBeNull();
  });

  it('shows the text as text, never as markup, with its line breaks kept', () => {
    const body = '<b>Bold</b> <img src=x onerror="alert(1)">\nSecond line';
    render(<ReviewCard review={testReview({ body })} />);
    const text = screen.getByTestId('review-body');
    expect(text.textContent).toBe(body);
    expect(text.querySelector('b, img')).toBeNull();
    expect(getComputedStyle(text).whiteSpace).toBe('pre-line');
  });

  it("marks an edited review and shows the owner's reply under it, as text", () => {
    render(
      <ReviewCard
        review={testReview({
          edited: true,
          reply: {
            body: 'Thanks Meera!\nThe Wi-Fi router is <i>new</i> now.',
            created_at: '2026-11-12T08:00:00Z',
            updated_at: '2026-11-12T08:00:00Z',
          },
        })}
      />,
    );
    expect(screen.getByTestId('review-edited').textContent).toContain(M.edited);
    const reply = screen.getByRole('region', { name: M.ownerReply });
    expect(reply.textContent).toContain('12 Nov 2026');
    expect(reply.textContent).toContain('The Wi-Fi router is <i>new</i> now.');
    expect(reply.querySelector('i')).toBeNull();
  });

  it('puts the actions it is given under the review', () => {
    render(<ReviewCard review={testReview()} actions={<button type="button">{M.reportAction}</button>} />);
    expect(within(screen.getByRole('article')).getByRole('button', { name: M.reportAction })).toBeTruthy();
  });
});

describe('CategoryBars', () => {
  it('draws each category average and the star distribution as bars', () => {
    render(<CategoryBars summary={testSummary()} />);
    const food = screen.getByTestId('category-food');
    expect(food.textContent).toBe('Food3.5');
    expect(food.querySelector('[data-share]')!.getAttribute('data-share')).toBe('0.700');
    expect(screen.getByTestId('category-safety').textContent).toBe('Safety4.8');
    // The longest bar is the most given number of stars (two 5s); one 4 is half of it, no 2 is empty.
    const share = (stars: string) =>
      screen.getByTestId(`distribution-${stars}`).querySelector('[data-share]')!.getAttribute('data-share');
    expect(share('5')).toBe('1.000');
    expect(share('4')).toBe('0.500');
    expect(share('2')).toBe('0.000');
    expect(screen.getByTestId('distribution-5').textContent).toBe('5 ★2');
  });

  it('shows a dash and empty bars for a listing without reviews', () => {
    render(
      <CategoryBars
        summary={testSummary({
          average: null,
          count: 0,
          categories: { food: null, cleanliness: null, safety: null, owner: null },
          distribution: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 },
          recommend_percent: null,
        })}
      />,
    );
    expect(screen.getByTestId('category-owner').textContent).toBe('Owner–');
    expect(screen.getByTestId('distribution-1').textContent).toBe('1 ★0');
  });
});
