// Federation name and exposed modules: the contract with the shell (see README.md).
module.exports = {
  name: 'mf_content',
  exposes: {
    './HomePage': './src/HomePage.tsx',
    './AboutPage': './src/AboutPage.tsx',
    './ContactPage': './src/ContactPage.tsx',
    './FaqPage': './src/FaqPage.tsx',
    './BlogListPage': './src/BlogListPage.tsx',
    './BlogArticlePage': './src/BlogArticlePage.tsx',
    './StaticPage': './src/StaticPage.tsx',
  },
};
