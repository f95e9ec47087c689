/** The "Let us know." link of DocSearch's no-results screen: a new GitHub issue about the query. */
export function missingResultsUrl(repositoryUrl: string, query: string): string {
  const params = new URLSearchParams({
    title: `Search: no results for "${query}"`,
    body: `Searching the documentation for "${query}" returned no results.\n\nWhat I was looking for:\n`,
  });
  return `${repositoryUrl}/issues/new?${params.toString()}`;
}
