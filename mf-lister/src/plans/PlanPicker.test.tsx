import type { SubscriptionPlan } from '@basera/shared';
import { PLAN_MESSAGES } from '@basera/shared/rules';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { BASIC, FEATURED_15, PLANS } from './fixtures';
import { PlanPicker } from './PlanPicker';
import { defaultPlan, orderPlans } from './rules';

/** The picker as step 7 and the Renew dialog hold it: the API's plans ordered, Basic chosen until another is. */
function Picker({ plans }: { plans: SubscriptionPlan[] }) {
  const ordered = orderPlans(plans);
  const [chosen, setChosen] = useState(defaultPlan(ordered));
  return <PlanPicker plans={ordered} chosen={chosen} onChoose={setChosen} />;
}

const radioNames = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'));
const checked = () => screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
/** A card: the label around its radio. */
const card = (name: string) => screen.getByRole('radio', { name }).closest('label') as HTMLElement;

describe('PlanPicker', () => {
  it('says listing is free above the plans, shows Basic first and chooses it', () => {
    // Even when Basic does not come first in the answer.
    render(<Picker plans={[...PLANS.slice(1), BASIC]} />);
    const intro = screen.getByText(PLAN_MESSAGES.freeIntro);
    expect(intro.compareDocumentPosition(screen.getByRole('radiogroup', { name: 'Plans' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(radioNames()).toEqual([
      'Basic, free',
      'Featured 7 days, Rs. 199',
      'Featured 15 days, Rs. 349',
      'Featured 30 days, Rs. 599',
      'Featured 30 days + Verified, Rs. 799',
    ]);
    expect(checked()).toEqual([screen.getByRole('radio', { name: 'Basic, free' })]);
    expect(within(card('Basic, free')).getByText('Free')).toBeTruthy();
  });

  it('states what each paid plan adds, and nothing of the kind on Basic', () => {
    render(<Picker plans={PLANS} />);
    const adds = (name: string) =>
      within(card(name))
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    expect(adds('Basic, free')).toEqual([]);
    expect(adds('Featured 7 days, Rs. 199')).toEqual(['Shown first in your locality for 7 days']);
    expect(adds('Featured 30 days, Rs. 599')).toEqual(['Shown first in your locality for 30 days']);
    expect(adds('Featured 30 days + Verified, Rs. 799')).toEqual([
      'Shown first in your locality for 30 days',
      'Verified check by our team',
    ]);
    // Each card carries its own description, and the radio is described by its card.
    expect(within(card('Featured 15 days, Rs. 349')).getByText(FEATURED_15.description)).toBeTruthy();
    const radio = screen.getByRole('radio', { name: 'Featured 30 days + Verified, Rs. 799' });
    expect(document.getElementById(radio.getAttribute('aria-describedby')!)?.textContent).toContain(
      'Verified check by our team',
    );
  });

  it('chooses a plan by a tap anywhere on its card', () => {
    render(<Picker plans={PLANS} />);
    fireEvent.click(within(card('Featured 15 days, Rs. 349')).getByText('Rs. 349'));
    expect(checked()).toEqual([screen.getByRole('radio', { name: 'Featured 15 days, Rs. 349' })]);
  });
});
