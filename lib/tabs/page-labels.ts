/**
 * Pages with a path parameter (docs/spec.md §2: /order/orderdetail/{orderNo} …) are not menu entries, so the tab bar
 * cannot name them from the menu. Each known prefix names its tab from `pages.<key>`, which may show the parameter as `{id}` (an order no.; a
 * pick-up's long numeric id is left out).
 */
const DYNAMIC_PAGES: readonly { prefix: string; key: string; segments?: number; exact?: boolean }[] = [
  { prefix: '/order/orderdetail/', key: 'orderDetail' },
  { prefix: '/order/ordercontract/', key: 'orderContract' },
  { prefix: '/order/logistics/', key: 'pickupLogistics' },
  // A full key (with a dot) names the page from another namespace; `segments` pages take several ids, none shown.
  { prefix: '/work/process/leave/form/', key: 'workflow.pages.leaveForm' },
  { prefix: '/work/process/leave/handle/', key: 'workflow.pages.leaveHandle', segments: 3 },
  { prefix: '/work/process/leave/detail/', key: 'workflow.pages.leaveDetail', segments: 2 },
  { prefix: '/conversations/PrivateChat/', key: 'privateChat' },
  { prefix: '/order/reportedvolumedetail/', key: 'volumeReport' },
  { prefix: '/finance/financeloanagreement/', key: 'loanDetail' },
  // `exact` pages take their record from the query (?orderNo=…), so the path alone names the tab.
  { prefix: '/component/orderShipping', key: 'orderShipping', exact: true },
  // The goods list's form screen, for a role whose menu has the list but not the form's own entry (its 新增 and 编辑 lead there).
  { prefix: '/tradeport/goods-add', key: 'menu.goodsadd', exact: true },
];

/** The message key and parameter of a dynamic page's tab, or null for any other path. */
export function dynamicPageLabel(path: string): { key: string; id: string } | null {
  for (const page of DYNAMIC_PAGES) {
    const key = page.key.includes('.') ? page.key : `pages.${page.key}`;
    if (page.exact) {
      if (path === page.prefix) return { key, id: '' };
      continue;
    }
    if (!path.startsWith(page.prefix)) continue;
    const id = path.slice(page.prefix.length);
    if (page.segments) {
      if (id.split('/').length === page.segments && id.split('/').every(Boolean)) return { key, id: '' };
    } else if (id && !id.includes('/')) return { key, id: safeDecode(id) };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
