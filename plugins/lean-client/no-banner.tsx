// Stands in for Docusaurus's BaseUrlIssueBanner when the site turns the banner off (see ./index.ts).
export default function NoBaseUrlIssueBanner(): null {
  return null;
}
