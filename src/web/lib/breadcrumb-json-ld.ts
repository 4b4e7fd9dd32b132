/** The breadcrumb trail of a page as schema.org structured data (listing and place pages). */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): unknown {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}
