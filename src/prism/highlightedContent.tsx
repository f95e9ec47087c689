// The code block's highlighting part: Prism, the languages in
// `prism.additionalLanguages` and the theme's code renderer. The client loads
// it with the first code block whose code is not the server's (see
// src/theme/CodeBlock/Content), so a page whose blocks never change never
// downloads Prism; plugins/slim-prism keeps the theme from registering the
// languages at start-up.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content;
