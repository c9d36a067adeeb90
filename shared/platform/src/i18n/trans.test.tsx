import { render, screen } from '@testing-library/react';
import { getI18n, setI18n, Trans as I18nextTrans } from 'react-i18next';
import { MemoryRouter, Link } from '../router';
import { i18n, registerMessages } from './i18n';
import { Trans } from './trans';

const messagesReady = registerMessages('transTest', {
  en: { line: 'Still have a question? <contact>Contact us</contact>.' },
  ar: async () => ({}),
});

/** A part's line: its `t` comes from the page's one instance (the platform singleton's useTranslation). */
function Line({ As }: { As: typeof Trans }) {
  const t = i18n.getFixedT(null, 'transTest');
  return (
    <p>
      <As t={t} i18nKey="line" components={{ contact: <Link to="/contactus" /> }} />
    </p>
  );
}

// What a page gets when Module Federation hands it another app's copy of this entry: a react-i18next whose own
// instance was never set (only the page's copy is).
describe("in a copy of react-i18next that was never given the page's instance", () => {
  const pages = getI18n();
  beforeEach(async () => {
    await messagesReady;
    setI18n(undefined as unknown as typeof i18n);
  });
  afterEach(() => setI18n(pages));

  test("react-i18next's own Trans renders nothing there, though it is given t", () => {
    const { container } = render(<Line As={I18nextTrans as typeof Trans} />, { wrapper: MemoryRouter });
    expect(container.querySelector('p')).toBeEmptyDOMElement();
  });

  test("the platform's Trans still writes the words, with the page's instance", async () => {
    const { container } = render(<Line As={Trans} />, { wrapper: MemoryRouter });
    expect(container.querySelector('p')).toHaveTextContent('Still have a question? Contact us.');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactus');
  });
});
