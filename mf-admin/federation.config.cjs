// Federation name and exposed modules: the contract with the shell (see README.md).
module.exports = {
  name: 'mf_admin',
  exposes: {
    './AdminApp': './src/AdminApp.tsx',
  },
};
