/**
 * The links of the code block being rendered, by line text (shared/dartLinkPlan.ts),
 * with the base URL already on their addresses: set by src/theme/MDXComponents/Code
 * for a ```dart block the build linked, read by src/theme/CodeBlock/Line/Token.
 */
import {createContext} from 'react';
import type {LineLink} from '@site/shared/dartLinkPlan';

export const CodeLinksContext = createContext<ReadonlyMap<string, readonly LineLink[]> | null>(null);
