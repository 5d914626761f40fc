import { renderHarness } from '@basera/shared/harness';
import AboutPage from './AboutPage';
import BlogArticlePage from './BlogArticlePage';
import BlogListPage from './BlogListPage';
import ContactPage from './ContactPage';
import FaqPage from './FaqPage';
import HomePage from './HomePage';
import StaticPage from './StaticPage';

void renderHarness('mf-content', [
  { path: '/', element: <HomePage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/blog', element: <BlogListPage /> },
  { path: '/blogdetails/:slug', element: <BlogArticlePage /> },
  { path: '/privacy_policies', element: <StaticPage page="privacy-policy" /> },
  { path: '/term_and_condition', element: <StaticPage page="terms-and-conditions" /> },
  { path: '/cancelation', element: <StaticPage page="cancelation" /> },
  { path: '/refund-and-cancellation-policy', element: <StaticPage page="refund-and-cancellation-policy" /> },
  { path: '/helpcenter', element: <StaticPage page="help-center" /> },
]);
