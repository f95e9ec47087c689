// Registers the languages of `prism.additionalLanguages` with the Prism that code blocks highlight with. The theme
// does this from a client module at start-up, which puts Prism into every page's first load; the islands
// accelerator leaves that module out of the browser bundle (plugins/islands), and each component that highlights
// code in the browser imports this module instead. Registering twice is harmless: the languages are modules,
// evaluated once.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
