import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { styleAt } from '../testing';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('keeps its breadcrumbs on one line, so a crumb that comes with the data does not push the page down', () => {
    const crumb = 'How to choose the right PG in Bengaluru: a checklist...';
    render(
      <MemoryRouter>
        <PageHeader title="Blog" crumb={crumb} />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    const current = within(trail).getByText(crumb);
    // The whole crumb stays in the page (and in its tooltip); a phone shows it cut with an ellipsis.
    expect(current.getAttribute('title')).toBe(crumb);
    expect(styleAt(current, 'white-space', 360)).toBe('nowrap');
    expect(styleAt(current, 'text-overflow', 360)).toBe('ellipsis');
    expect(styleAt(trail.querySelector('ol')!, 'flex-wrap', 360)).toBe('nowrap');
  });

  it('puts the trail between Home and the crumb, each a link that shrinks to an ellipsis on a phone', () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="PG in Koramangala, Bengaluru"
          crumb="Koramangala"
          trail={[{ label: 'PG in Bengaluru', to: '/pg-in-bengaluru' }]}
        />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['PG in Bengaluru', '/pg-in-bengaluru'],
    ]);
    expect(within(trail).getByText('Koramangala').getAttribute('aria-current')).toBe('page');
    expect(styleAt(links[1]!, 'text-overflow', 360)).toBe('ellipsis');
  });
});
