import SectionsCLI
import Syscalls

Platform.exit(SectionsTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
