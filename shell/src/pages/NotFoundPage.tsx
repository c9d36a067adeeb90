// The page for an address we do not know, with ways back.
import { buttonClassName } from '@kemet/ui';
import { Link } from '@kemet/platform';
import { PageIntro } from '../ui/PageIntro';
import { usePageTitle } from '../ui/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PageIntro
      eyebrow="Error 404"
      title="Page not found"
      lead="We could not find that page. It may have moved, or the address may be mistyped. Like a lost tomb, it might turn up one day."
    >
      <Link to="/home" className={buttonClassName('primary')}>
        Back to home
      </Link>
      <Link to="/events" className={buttonClassName('secondary')}>
        Browse events
      </Link>
    </PageIntro>
  );
}
