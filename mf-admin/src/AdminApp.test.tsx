import { renderPage, stubMatchMedia, styleAt } from '@basera/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import AdminApp from './AdminApp';

// The pages stand in for themselves (their own tests are beside them): this file tests the console's routing.
function mockStub(name: string) {
  return function StubPage() {
    const { useParams } = jest.requireActual('@basera/shared/router');
    const params = useParams();
    return (
      <p data-testid="page">
        {name}
        {params.id ? ` ${params.id}` : ''}
        {name === 'content' && params['*'] ? ` /${params['*']}` : ''}
      </p>
    );
  };
}
jest.mock('./features/dashboard/DashboardPage', () => ({ __esModule: true, default: mockStub('dashboard') }));
jest.mock('./features/listings/ListingQueuePage', () => ({ __esModule: true, default: mockStub('queue') }));
jest.mock('./features/listings/ListingReviewPage', () => ({ __esModule: true, default: mockStub('review') }));
jest.mock('./features/reports/ReportsPage', () => ({ __esModule: true, default: mockStub('reports') }));
jest.mock('./features/reviews/HiddenReviewsPage', () => ({
  __esModule: true,
  default: mockStub('hidden reviews'),
}));
jest.mock('./features/users/UsersPage', () => ({ __esModule: true, default: mockStub('users') }));
jest.mock('./features/users/UserPage', () => ({ __esModule: true, default: mockStub('user') }));
jest.mock('./features/audit/AuditPage', () => ({ __esModule: true, default: mockStub('audit') }));
jest.mock('./features/content/ContentPage', () => ({ __esModule: true, default: mockStub('content') }));

/** The console as the shell mounts it: at /admin/*. */
const showConsole = (url: string) => renderPage(<AdminApp />, { url, path: '/admin/*' });
const page = () => screen.getByTestId('page').textContent;
const where = () => screen.getByTestId('current-path').textContent;

beforeEach(() => stubMatchMedia(true));

describe('AdminApp routes', () => {
  it.each([
    ['/admin', 'dashboard'],
    ['/admin/', 'dashboard'],
    ['/admin/listings', 'queue'],
    ['/admin/listings/42', 'review 42'],
    ['/admin/reports', 'reports'],
    ['/admin/reviews', 'hidden reviews'],
    ['/admin/users', 'users'],
    ['/admin/users/7', 'user 7'],
    ['/admin/audit', 'audit'],
    ['/admin/content', 'content'],
    ['/admin/content/blogs/3', 'content /blogs/3'],
  ])('%s shows the %s page', (url, expected) => {
    showConsole(url);
    expect(page()).toBe(expected);
  });

  it('answers an unknown console address with its own not-found page and a way back', () => {
    showConsole('/admin/nothing-here');
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.getByRole('heading', { name: 'This console page does not exist' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(page()).toBe('dashboard');
  });
});

describe('the console menu', () => {
  const menu = () => within(screen.getByRole('navigation', { name: 'Console' }));

  it('lists the seven sections in order, each linking to its page', () => {
    showConsole('/admin');
    expect(
      menu()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/admin'],
      ['Listings', '/admin/listings'],
      ['Reports', '/admin/reports'],
      ['Hidden reviews', '/admin/reviews'],
      ['Users', '/admin/users'],
      ['Content', '/admin/content'],
      ['Audit log', '/admin/audit'],
    ]);
  });

  it('marks the current section, also on a page below it, and Dashboard only on the dashboard', () => {
    showConsole('/admin/listings/42');
    const current = menu()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Listings']);
  });

  it('navigates without leaving the console', () => {
    showConsole('/admin');
    fireEvent.click(menu().getByRole('link', { name: 'Audit log' }));
    expect(where()).toBe('/admin/audit');
    expect(page()).toBe('audit');
    fireEvent.click(menu().getByRole('link', { name: 'Reports' }));
    expect(page()).toBe('reports');
  });

  it('is a row of tabs that scrolls sideways on a phone and a column beside the page from 768 px', () => {
    showConsole('/admin');
    const list = screen.getByRole('navigation', { name: 'Console' }).querySelector('ul')!;
    expect(styleAt(list, 'flex-direction', 360)).toBe('row');
    expect(styleAt(list, 'overflow-x', 360)).toBe('auto');
    expect(styleAt(list, 'flex-direction', 1280)).toBe('column');
    const frame = screen.getByRole('navigation', { name: 'Console' }).parentElement!;
    expect(styleAt(frame, 'flex-direction', 360)).toBe('column');
    expect(styleAt(frame, 'flex-direction', 1280)).toBe('row');
  });
});
