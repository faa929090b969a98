import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Makes a new announcement show on the first page load after its id changes.
 *
 * Docusaurus hides a dismissed bar before React starts, with an inline script that reads only
 * the "dismissed" flag, not which announcement was dismissed. After the id changes, a reader
 * who dismissed the old bar would not see the new one until a later full page load. This
 * script runs earlier (in <head>) and clears the flag when the stored id differs. Unavailable
 * storage is treated as empty: the bar shows.
 */
export default function announcementBarResetPlugin(_context: LoadContext, options: unknown): Plugin {
  const id = JSON.stringify((options as {id: string}).id);
  return {
    name: 'docbox-announcement-bar-reset',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: `try{var s=localStorage;if(s.getItem("docusaurus.announcement.id")!==${id}){s.setItem("docusaurus.announcement.dismiss","false")}}catch(e){}`,
          },
        ],
      };
    },
  };
}
