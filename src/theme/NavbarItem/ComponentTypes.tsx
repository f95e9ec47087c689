// Ejected: the original map imports all nine navbar item types, so every page's start-up code carries the locale and version dropdowns of a site with one locale and one version; this one keeps the types a one-locale, one-version site can use.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type ComponentTypesType from '@theme/NavbarItem/ComponentTypes';

// A navbar item of another type (`dropdown`, `localeDropdown`, `docsVersion`,
// `docsVersionDropdown`) stops the build with the theme's "No NavbarItem
// component found for type" error: add its import back here first.
const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} as Partial<typeof ComponentTypesType> as typeof ComponentTypesType;

export default ComponentTypes;
