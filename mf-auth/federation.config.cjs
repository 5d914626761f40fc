// Federation name and exposed modules: the contract with the shell (see README.md).
module.exports = {
  name: 'mf_auth',
  exposes: {
    './AuthModals': './src/AuthModals.tsx',
    './OperatorLoginPage': './src/OperatorLoginPage.tsx',
  },
};
