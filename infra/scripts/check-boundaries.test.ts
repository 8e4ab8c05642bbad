import { describe, expect, it } from 'vitest';
import {
  checkSource,
  findImports,
  formatCycle,
  formatViolation,
  kernelViolation,
  type ModuleImport,
  moduleCycles,
  moduleImports,
  requiredDoor,
  resolveImport,
  unusedAllowances,
  webModuleViolation,
  webSideViolation,
} from './check-boundaries.ts';

describe('findImports', () => {
  it('finds static, type-only, side-effect, re-export and literal dynamic imports with their lines', () => {
    const source = [
      "import a, { b } from './a.ts';",
      'import type { T } from "../t.ts";',
      'import {',
      '  c,',
      "} from './multi.ts';",
      "import './side.ts';",
      "export * from './star.ts';",
      "export { d, e } from './de.ts';",
      "const lazy = await import('./lazy.ts');",
    ].join('\n');

    expect(findImports(source, 'x.ts')).toEqual([
      { specifier: './a.ts', line: 1 },
      { specifier: '../t.ts', line: 2 },
      { specifier: './multi.ts', line: 5 },
      { specifier: './side.ts', line: 6 },
      { specifier: './star.ts', line: 7 },
      { specifier: './de.ts', line: 8 },
      { specifier: './lazy.ts', line: 9 },
    ]);
  });

  it('ignores imports mentioned in comments and strings, and computed dynamic imports', () => {
    const source = [
      "// import x from './comment.ts';",
      "/* export * from './block.ts'; */",
      'const text = "import y from \'./string.ts\'";',
      'const name = "z";',
      // A computed specifier (template with a placeholder) cannot be checked, so it is skipped.
      `const computed = import(\`./dir/$\{name}.ts\`);`,
      "const re = /from '/;",
      "import { ok } from './ok.ts';",
    ].join('\n');

    expect(findImports(source, 'x.ts')).toEqual([{ specifier: './ok.ts', line: 7 }]);
  });

  it('reads TSX', () => {
    const source = "import { Page } from '../site/page.tsx';\nexport const A = () => <Page />;\n";
    expect(findImports(source, 'web/src/admin/a.tsx')).toEqual([{ specifier: '../site/page.tsx', line: 1 }]);
  });
});

describe('resolveImport', () => {
  it('resolves relative specifiers against the importing file', () => {
    expect(resolveImport('tests/blog/posts.test.ts', '../../modules/blog/index.ts')).toBe(
      'modules/blog/index.ts',
    );
    expect(resolveImport('modules/main.ts', './blog/blog.service.ts')).toBe('modules/blog/blog.service.ts');
  });

  it('leaves packages and builtins alone', () => {
    expect(resolveImport('modules/main.ts', 'koa')).toBeUndefined();
    expect(resolveImport('modules/main.ts', 'node:path')).toBeUndefined();
    expect(resolveImport('modules/main.ts', '@koa/router')).toBeUndefined();
  });
});

describe('requiredDoor', () => {
  it('lets a module import its own files', () => {
    expect(
      requiredDoor('modules/blog/blog.routes.ts', 'modules/blog/entities/post.entity.ts'),
    ).toBeUndefined();
  });

  it('sends everyone else through modules/<name>/index.ts', () => {
    expect(requiredDoor('modules/shop/shop.service.ts', 'modules/blog/index.ts')).toBeUndefined();
    expect(requiredDoor('modules/shop/shop.service.ts', 'modules/blog/blog.service.ts')).toBe(
      'modules/blog/index.ts',
    );
    expect(requiredDoor('worker/main.ts', 'modules/blog/jobs/publish.job.ts')).toBe('modules/blog/index.ts');
    expect(requiredDoor('tests/blog/posts.test.ts', 'modules/blog/blog.presenter.ts')).toBe(
      'modules/blog/index.ts',
    );
    expect(requiredDoor('infra/scripts/seed.ts', 'modules/blog/entities/post.entity.ts')).toBe(
      'modules/blog/index.ts',
    );
    expect(requiredDoor('modules/main.ts', 'modules/blog/blog.routes.ts')).toBe('modules/blog/index.ts');
  });

  it('gives each platform subfolder its own door', () => {
    expect(requiredDoor('modules/blog/blog.routes.ts', 'modules/platform/http/index.ts')).toBeUndefined();
    expect(requiredDoor('modules/blog/blog.routes.ts', 'modules/platform/index.ts')).toBeUndefined();
    expect(requiredDoor('modules/blog/blog.routes.ts', 'modules/platform/http/errors.ts')).toBe(
      'modules/platform/http/index.ts',
    );
    expect(requiredDoor('worker/main.ts', 'modules/platform/queues/sub/deep.ts')).toBe(
      'modules/platform/queues/index.ts',
    );
    expect(requiredDoor('tests/setup/global-setup.ts', 'modules/platform/helpers.ts')).toBe(
      'modules/platform/index.ts',
    );
  });

  it('lets a kernel sub-folder use its own insides, and another sub-folder only its door', () => {
    expect(requiredDoor('modules/platform/http/app.ts', 'modules/platform/http/replies.ts')).toBeUndefined();
    expect(requiredDoor('modules/platform/http/sub/deep.ts', 'modules/platform/http/app.ts')).toBeUndefined();
    expect(requiredDoor('modules/platform/http/app.ts', 'modules/platform/config/index.ts')).toBeUndefined();
    expect(requiredDoor('modules/platform/http/app.ts', 'modules/platform/config/config.ts')).toBe(
      'modules/platform/config/index.ts',
    );
    expect(requiredDoor('modules/platform/uploads/multipart.ts', 'modules/platform/http/api-router.ts')).toBe(
      'modules/platform/http/index.ts',
    );
  });

  it('does not mistake a prefix for the kernel sub-folder (http vs http-extra)', () => {
    expect(requiredDoor('modules/platform/http-extra/x.ts', 'modules/platform/http/app.ts')).toBe(
      'modules/platform/http/index.ts',
    );
  });

  it('ignores files directly under modules/ and anything outside it', () => {
    expect(requiredDoor('infra/scripts/migrate.ts', 'modules/entities.ts')).toBeUndefined();
    expect(requiredDoor('worker/main.ts', 'worker/runtime.ts')).toBeUndefined();
  });

  it('does not mistake a prefix for the module (blog vs blog-extra)', () => {
    expect(requiredDoor('modules/blog-extra/x.ts', 'modules/blog/blog.service.ts')).toBe(
      'modules/blog/index.ts',
    );
  });
});

describe('kernelViolation', () => {
  it('refuses a kernel file importing a domain module, even through its door', () => {
    const message = 'the kernel (modules/platform) never imports a domain module (modules/media)';
    expect(kernelViolation('modules/platform/ssr/render.ts', 'modules/media/index.ts')).toBe(message);
    expect(kernelViolation('modules/platform/http/app.ts', 'modules/media/image-facts.ts')).toBe(
      'the kernel (modules/platform) never imports a domain module (modules/media)',
    );
  });

  it('lets the kernel import itself, and everyone else import the kernel', () => {
    expect(kernelViolation('modules/platform/http/app.ts', 'modules/platform/db/index.ts')).toBeUndefined();
    expect(kernelViolation('modules/media/index.ts', 'modules/platform/db/index.ts')).toBeUndefined();
    expect(kernelViolation('modules/blog/index.ts', 'modules/media/index.ts')).toBeUndefined();
    expect(kernelViolation('modules/platform-extra/x.ts', 'modules/media/index.ts')).toBeUndefined();
  });
});

describe('webSideViolation', () => {
  it('keeps admin and site apart in both directions', () => {
    expect(webSideViolation('web/src/admin/posts/list.tsx', 'web/src/site/blog/card.tsx')).toBe(
      'web/src/admin must never import from web/src/site',
    );
    expect(webSideViolation('web/src/site/home/page.tsx', 'web/src/admin/layout')).toBe(
      'web/src/site must never import from web/src/admin',
    );
  });

  it('allows shared folders and same-side imports', () => {
    expect(webSideViolation('web/src/admin/posts/list.tsx', 'web/src/components/button.tsx')).toBeUndefined();
    expect(webSideViolation('web/src/site/home/page.tsx', 'web/src/site/blog/card.tsx')).toBeUndefined();
    expect(webSideViolation('web/src/lib/api.ts', 'web/src/site/x.ts')).toBeUndefined();
  });
});

describe('webModuleViolation', () => {
  it("lets the web app import a module's shared schemas file", () => {
    expect(webModuleViolation('modules/admin/admin.schemas.ts')).toBeUndefined();
    expect(webModuleViolation('modules/blog/comment.schemas.ts')).toBeUndefined();
  });

  it('refuses anything else under modules/', () => {
    const message = 'web/src may import from modules/ only modules/<name>/<file>.schemas.ts';
    expect(webModuleViolation('modules/admin/index.ts')).toBe(message);
    expect(webModuleViolation('modules/admin/admin.service.ts')).toBe(message);
    expect(webModuleViolation('modules/admin/entities/user.schemas.ts')).toBe(message);
    expect(webModuleViolation('modules/entities.ts')).toBe(message);
  });

  it('ignores targets outside modules/', () => {
    expect(webModuleViolation('web/src/lib/api-client.ts')).toBeUndefined();
  });
});

describe('checkSource', () => {
  it('reports each bypassed door with file, line and the door to use', () => {
    const source = [
      "import { createBlogModule } from './blog/index.ts';",
      "import { BlogService } from './blog/blog.service.ts';",
      "const jobs = await import('./shop/jobs/expire.job.ts');",
    ].join('\n');

    expect(checkSource('modules/main.ts', source).map(formatViolation)).toEqual([
      'modules/main.ts:2 imports ./blog/blog.service.ts: use modules/blog/index.ts',
      'modules/main.ts:3 imports ./shop/jobs/expire.job.ts: use modules/shop/index.ts',
    ]);
  });

  it('reports a kernel file reaching into another sub-folder or into a domain module', () => {
    const source = [
      "import { ApiRouter } from '../http/index.ts';",
      "import type { ApiHandler } from '../http/api-router.ts';",
      "import { createMediaModule } from '../../media/index.ts';",
      "import { isRasterName } from './stored-name.ts';",
    ].join('\n');

    expect(checkSource('modules/platform/uploads/x.ts', source, []).map(formatViolation)).toEqual([
      'modules/platform/uploads/x.ts:2 imports ../http/api-router.ts: use modules/platform/http/index.ts',
      'modules/platform/uploads/x.ts:3 imports ../../media/index.ts: the kernel (modules/platform) never imports a domain module (modules/media)',
    ]);
  });

  it('lets through exactly the imports allowed, and tells which allowances no longer apply', () => {
    const file = 'modules/platform/ssr/pages.ts';
    const source = [
      "import { sendCached } from '../http/replies.ts';",
      "import { headerList } from '../http/headers.ts';",
    ].join('\n');
    const allowed = [
      { file, target: 'modules/platform/http/replies.ts' },
      { file, target: 'modules/platform/http/spa-pages.ts' },
      { file: 'modules/platform/http/app.ts', target: 'modules/platform/ssr/index.ts' },
    ];

    expect(checkSource(file, source, allowed).map(formatViolation)).toEqual([
      'modules/platform/ssr/pages.ts:2 imports ../http/headers.ts: use modules/platform/http/index.ts',
    ]);
    expect(unusedAllowances(file, source, allowed)).toEqual([
      { file, target: 'modules/platform/http/spa-pages.ts' },
    ]);
  });

  it('applies the admin/site and schemas-only rules to web files', () => {
    const source = [
      "import { postSchema } from '../../../../modules/blog/blog.schemas.ts';",
      "import { Hero } from '../../site/home/hero.tsx';",
      "import { BlogService } from '../../../../modules/blog/blog.service.ts';",
    ].join('\n');

    expect(checkSource('web/src/admin/posts/edit.tsx', source).map(formatViolation)).toEqual([
      'web/src/admin/posts/edit.tsx:2 imports ../../site/home/hero.tsx: web/src/admin must never import from web/src/site',
      'web/src/admin/posts/edit.tsx:3 imports ../../../../modules/blog/blog.service.ts: web/src may import from modules/ only modules/<name>/<file>.schemas.ts',
    ]);
  });
});

describe('module cycles', () => {
  /** A small tree: shop needs payments' door, payments reaches back into shop with a type. */
  const FIXTURE: Record<string, string> = {
    'modules/payments/index.ts': "export { OrderPort } from './orders-port.ts';\n",
    'modules/payments/checkout/checkout.service.ts': [
      "import type { Order } from '../../shop/index.ts';",
      "import { db } from '../../platform/db/index.ts';",
    ].join('\n'),
    'modules/shop/index.ts': "import { transactionCompleted } from '../payments/index.ts';\n",
    'modules/blog/index.ts': "import { productChanged } from '../shop/index.ts';\n",
    'modules/modules.ts': "import { a } from './payments/index.ts';\nimport { b } from './shop/index.ts';\n",
    'tests/shop/a.test.ts': "import { c } from '../../modules/shop/index.ts';\n",
  };
  const importsOf = (files: Record<string, string>): ModuleImport[] =>
    Object.entries(files).flatMap(([file, source]) => moduleImports(file, source));

  it('lists imports between modules only, with file and line', () => {
    expect(importsOf(FIXTURE)).toEqual([
      {
        from: 'payments',
        to: 'shop',
        file: 'modules/payments/checkout/checkout.service.ts',
        line: 1,
        specifier: '../../shop/index.ts',
      },
      {
        from: 'payments',
        to: 'platform',
        file: 'modules/payments/checkout/checkout.service.ts',
        line: 2,
        specifier: '../../platform/db/index.ts',
      },
      {
        from: 'shop',
        to: 'payments',
        file: 'modules/shop/index.ts',
        line: 1,
        specifier: '../payments/index.ts',
      },
      { from: 'blog', to: 'shop', file: 'modules/blog/index.ts', line: 1, specifier: '../shop/index.ts' },
    ]);
  });

  it('finds two modules importing each other, type-only imports included', () => {
    const imports = importsOf(FIXTURE);
    expect(moduleCycles(imports)).toEqual([['payments', 'shop']]);
    expect(formatCycle(['payments', 'shop'], imports)).toBe(
      [
        'modules import each other: payments, shop',
        '  payments -> shop: modules/payments/checkout/checkout.service.ts:1 imports ../../shop/index.ts',
        '  shop -> payments: modules/shop/index.ts:1 imports ../payments/index.ts',
      ].join('\n'),
    );
  });

  it('finds a longer circle and passes when dependencies run one way', () => {
    const oneWay = { ...FIXTURE, 'modules/payments/checkout/checkout.service.ts': '' };
    expect(moduleCycles(importsOf(oneWay))).toEqual([]);
    const circle = {
      ...oneWay,
      'modules/payments/jobs/x.job.ts': "import { y } from '../../blog/index.ts';\n",
    };
    expect(moduleCycles(importsOf(circle))).toEqual([['blog', 'payments', 'shop']]);
  });
});
