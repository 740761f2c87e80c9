/**
 * schema.org WebSite with a SearchAction (the "sitelinks search box"): search engines may send a
 * visitor's query straight to the market's `?q=`, which filters the games by name and category.
 */
export function websiteStructuredData(origin: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Gamelot',
    url: `${origin}/`,
    description,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/market?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
