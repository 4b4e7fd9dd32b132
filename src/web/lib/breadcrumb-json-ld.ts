/** The breadcrumb trail of a page as schema.org structured data. */
function breadcrumbJsonLd(items: { name: string; url: string }[]): unknown {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

/**
 * The crumbs a page shows (home first) as its BreadcrumbList: each at the
 * full address of its link, the last one, the page itself, at the page's.
 */
export function crumbsJsonLd(crumbs: { label: string; to?: string }[], publicUrl: string, pageUrl: string): unknown {
  return breadcrumbJsonLd(
    crumbs.map((crumb, index) => ({
      name: crumb.label,
      url: index === crumbs.length - 1 || !crumb.to ? pageUrl : `${publicUrl}${crumb.to}`,
    })),
  );
}
