// Federation name and exposed modules: the contract with the shell and mf-content (see README.md).
module.exports = {
  name: 'mf_search',
  exposes: {
    './ResultsPage': './src/ResultsPage.tsx',
    './PropertyDetailPage': './src/PropertyDetailPage.tsx',
    './LandingPage': './src/LandingPage.tsx',
    './KeywordSearchModal': './src/KeywordSearchModal.tsx',
    './SearchBox': './src/SearchBox.tsx',
    './ListingCard': './src/ListingCard.tsx',
    './RecentListingCard': './src/RecentListingCard.tsx',
    './ListingPreview': './src/ListingPreview.tsx',
  },
};
