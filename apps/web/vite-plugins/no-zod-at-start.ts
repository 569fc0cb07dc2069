import type { Plugin } from 'vite';

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Fails the build when zod reaches the JavaScript every visit loads first: the entry chunk and
 * what it imports statically (decision 007: a signed-out visit downloads no zod and builds no
 * schemas). It slipped back in once through a constant imported from a module that builds
 * schemas; a constant a public page needs belongs in a zod-free module.
 */
export function noZodAtStart(): Plugin {
  return {
    name: 'no-zod-at-start',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file]] : [],
        ),
      );
      const initial = new Set<string>();
      const visit = (name: string) => {
        const chunk = chunks.get(name);
        if (!chunk || initial.has(name)) return;
        initial.add(name);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      for (const name of initial) {
        const zodModules = Object.keys(chunks.get(name)?.modules ?? {}).filter((id) =>
          ZOD.test(id),
        );
        if (zodModules.length > 0) {
          this.error(
            `${name} is loaded at start and holds zod (${zodModules.length} modules); see decision 007.`,
          );
        }
      }
    },
  };
}
