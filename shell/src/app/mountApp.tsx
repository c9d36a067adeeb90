// Starts the shell: global tokens, the router, and a quiet check of the stored session.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, confirmSession } from '@kemet/shared';
import '@kemet/shared/tokens.css';
import { App } from './App';

export function mountApp(container: HTMLElement) {
  void confirmSession();
  createRoot(container).render(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );
}
