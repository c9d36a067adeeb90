// The shell's frame: header, the routed page, footer.
import { AppRoutes } from './routes';

export function App() {
  return (
    <main id="main">
      <AppRoutes />
    </main>
  );
}
