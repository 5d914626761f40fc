import { type NoProps, usePageMeta } from '@basera/shared';
import { Navigate, Route, Link as RouterLink, Routes, useLocation } from '@basera/shared/router';
import { Box, Typography } from '@basera/shared/ui';
import { Tab, Tabs } from '@basera/shared/ui-extra';
import { BlogEditor } from './blog/BlogEditor';
import { BlogList } from './blog/BlogList';
import { FaqsSection } from './faqs/FaqsSection';
import { PageEditor } from './pages/PageEditor';
import { PagesList } from './pages/PagesList';
import { CONTENT_BASE, CONTENT_PATHS, CONTENT_SECTIONS } from './paths';
import { SettingsForm } from './settings/SettingsForm';
import { SlidesSection } from './slides/SlidesSection';
import { TestimonialsSection } from './testimonials/TestimonialsSection';

/** The section a console address is in (`/admin/content/blog/12` -> 'blog'). */
function sectionOf(pathname: string): string | false {
  const segment = pathname.slice(CONTENT_BASE.length).split('/')[1] ?? '';
  return CONTENT_SECTIONS.some((section) => section.segment === segment) ? segment : false;
}

/**
 * The site's content (`/admin/content/*`): the blog, FAQs, policy pages, home slides, testimonials and the
 * business's settings, one tab each with routes of their own. Every save reaches the site at its next read.
 */
export default function ContentPage(_props: NoProps) {
  usePageMeta('Site content');
  const { pathname } = useLocation();
  return (
    <Box>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Site content
      </Typography>
      <Tabs
        value={sectionOf(pathname)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Content sections"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {CONTENT_SECTIONS.map((section) => (
          <Tab
            key={section.segment}
            value={section.segment}
            label={section.label}
            component={RouterLink}
            to={section.to}
          />
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Navigate to={CONTENT_PATHS.blog} replace />} />
        <Route path="blog" element={<BlogList />} />
        <Route path="blog/new" element={<BlogEditor />} />
        <Route path="blog/:id" element={<BlogEditor />} />
        <Route path="faqs" element={<FaqsSection />} />
        <Route path="pages" element={<PagesList />} />
        <Route path="pages/:slug" element={<PageEditor />} />
        <Route path="slides" element={<SlidesSection />} />
        <Route path="testimonials" element={<TestimonialsSection />} />
        <Route path="settings" element={<SettingsForm />} />
        <Route path="*" element={<Navigate to={CONTENT_PATHS.blog} replace />} />
      </Routes>
    </Box>
  );
}
