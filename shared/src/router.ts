// The router as one federation singleton (`@basera/shared/router`): one router context for the whole page,
// and, because a shared module is not tree-shaken, only the parts the apps use (react-router shared whole is
// about 59 KiB gzip on every first visit). An app imports routing from here only (Biome enforces it).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchRoutes,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
