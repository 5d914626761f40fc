// Federation name and exposed modules: the contract with the shell (see README.md).
module.exports = {
  name: 'mf_account',
  exposes: {
    './ProfilePage': './src/ProfilePage.tsx',
    './ChangePasswordPage': './src/ChangePasswordPage.tsx',
    './ShortlistPage': './src/ShortlistPage.tsx',
    './ActivityPage': './src/ActivityPage.tsx',
    './EnquiriesPage': './src/EnquiriesPage.tsx',
    './NotificationSettingsPage': './src/NotificationSettingsPage.tsx',
    './SavedSearchesPage': './src/SavedSearchesPage.tsx',
    './UnsubscribePage': './src/UnsubscribePage.tsx',
    './MyReviewsPage': './src/reviews/MyReviewsPage.tsx',
    './WriteReviewPage': './src/reviews/WriteReviewPage.tsx',
    './ReviewInvitePage': './src/reviews/ReviewInvitePage.tsx',
  },
};
