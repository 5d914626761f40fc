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
});
