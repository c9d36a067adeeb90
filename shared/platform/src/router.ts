// The one React Router on the page: every app imports routing from @kemet/platform, never from react-router itself.
// Shared as part of this singleton, only what Kemet uses is bundled (a shared react-router would ship all of it).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  matchPath,
} from 'react-router';
export type { LinkProps, Location, NavigateFunction, NavLinkProps } from 'react-router';
