import { act, render } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { RequestCheckStatus } from './RequestCheckStatus';
import { whileCheckingRequest } from './requestChecks';

afterEach(() => i18n.changeLanguage('en'));

async function checkingWhile(assert: (region: Element) => void) {
  const { container } = render(<RequestCheckStatus />);
  const region = container.querySelector('[aria-live="polite"]')!;
  expect(region).toHaveTextContent('');
  let finish!: () => void;
  let checking!: Promise<void>;
  act(() => {
    checking = whileCheckingRequest(() => new Promise<void>((resolve) => (finish = resolve)));
  });
  assert(region);
  await act(async () => {
    finish();
    await checking;
  });
  expect(region).toHaveTextContent('');
}

test('a polite live region says "Checking this request…" while the page solves a proof of work, then nothing', async () => {
  await checkingWhile((region) => expect(region).toHaveTextContent('Checking this request…'));
});

test('in Arabic too', async () => {
  await i18n.changeLanguage('ar');
  await checkingWhile((region) => expect(region).toHaveTextContent('جارٍ التحقق من هذا الطلب…'));
});
