'use client';

import { useEffect } from 'react';

/**
 * Keeps the window's title at `title` while the caller is mounted. Next writes each page's metadata title into the head
 * when that page's part of the tree commits or hydrates, which can come after our effect (a full load of a chat
 * hydrates the head's <title> after the shell): the title the tab bar chose (私聊 · 张经理) was replaced by the page's
 * generic one. Watching the head puts ours back after any such write, whichever order React commits in.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}
