// The library as its users import it: `import Sections` brings every stage's public API,
// as one module did before the stages became modules of their own (the Pipeline article
// says which module holds what, and which may import which).
@_exported public import Core
@_exported public import Files
@_exported public import Interactive
