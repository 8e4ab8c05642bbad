import { pageTitle } from '../../lib/site';
import { useSiteOrigin } from '../../lib/site-origin';
import { ShareHead, useSiteName } from './share-head';

export const PRIVACY_PATH = '/privacy';

/** The privacy page's head: 'Privacy – <site name>', its description and canonical address (indexed). */
export function PrivacyHead() {
  const origin = useSiteOrigin();
  const siteName = useSiteName();
  const title = pageTitle('Privacy', siteName);
  return (
    <ShareHead
      documentTitle={title}
      card={{
        title,
        description: `What ${siteName}'s site stores about its visitors, readers, subscribers and buyers, and for how long.`,
        url: `${origin}${PRIVACY_PATH}`,
        type: 'website',
      }}
    />
  );
}
