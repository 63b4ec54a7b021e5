import SectionsCLI

exitProcess(SectionsTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
