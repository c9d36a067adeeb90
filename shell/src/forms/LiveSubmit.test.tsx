// Before the page's code is live, a shell form's submit button refuses clicks and says so; live, it sends.
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LiveSubmit } from './LiveSubmit';

it('is disabled with a visible "One moment…" in the server HTML, and becomes the SEND button once live', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LiveSubmit busy={false}>SEND</LiveSubmit>);
  document.body.append(container);
  expect(screen.getByRole('button', { name: 'One moment…' })).toBeDisabled();

  await act(async () => void hydrateRoot(container, <LiveSubmit busy={false}>SEND</LiveSubmit>));

  expect(screen.getByRole('button', { name: 'SEND' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'SEND' })).toHaveAttribute('type', 'submit');
  container.remove();
});
