// Federation name and exposed modules: the contract with the shell (see README.md).
module.exports = {
  name: 'mf_lister',
  exposes: {
    './ListingWizardPage': './src/ListingWizardPage.tsx',
    './OwnListingsPage': './src/OwnListingsPage.tsx',
    './LeadsPage': './src/LeadsPage.tsx',
    './DashboardPage': './src/DashboardPage.tsx',
    './ListerReviewsPage': './src/reviews/ListerReviewsPage.tsx',
  },
};
