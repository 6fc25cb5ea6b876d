import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One voice (European Portuguese as written in Mozambique): every string the shop can show or send,
 * in the web app, the server (errors, mails, PDFs, page heads, seed) and the contract, is free of
 * the Brazilian forms and English fallbacks that slipped in before. Comments are not read; log lines
 * for the operators (lower-case "failed") are not matched.
 */
/** A whole word, accents included (`\b` treats "ê" as a word boundary). */
const word = (form: string, flags = 'iu') => new RegExp(`(?<!\\p{L})${form}(?!\\p{L})`, flags);

const FORBIDDEN: [RegExp, string][] = [
  [word('você'), 'você (a forma de tratamento é a 3.ª pessoa: "o produto que procura")'],
  [word('cupom'), 'cupom (cupão)'],
  [word('logad[oa]s?'), 'logado (com sessão iniciada)'],
  [word('arquivos?'), 'arquivo (ficheiro)'],
  [word('usuári[oa]s?'), 'usuário (utilizador)'],
  [word('senhas?'), 'senha (palavra-passe)'],
  [word('celular'), 'celular (telemóvel)'],
  [word('contato'), 'contato (contacto)'],
  [word('equipe'), 'equipe (equipa)'],
  [word('cadastr\\p{L}*'), 'cadastro (registo)'],
  [word('a distrito'), 'a distrito (o distrito)'],
  [word('(?:terminaste|fizeste|podes|queres|estás)'), 'tu (a forma de tratamento é a 3.ª pessoa: "Sessão terminada", "pode")'],
  [word('Failed', 'u'), 'Failed (mensagem em inglês)'],
  [word('Error:', 'u'), 'Error: (mensagem em inglês)'],
  [word('Please', 'u'), 'Please (mensagem em inglês)'],
];

const repo = join(import.meta.dirname, '../../..');
const roots = ['apps/web/src', 'apps/server/src', 'packages/contract/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every piece of text a file can put in front of a person: string literals, template parts, JSX text. */
function textsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) found.push(node.text);
    else if (ts.isJsxText(node)) found.push(node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('one voice', () => {
  const files = roots.flatMap((root) => sourceFiles(join(repo, root)));

  it('reads the whole shop', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((f) => f.endsWith('page-heads.ts'))).toBe(true);
  });

  it('shows and sends no Brazilian forms and no English fallbacks', () => {
    const slips = files.flatMap((file) =>
      textsOf(file).flatMap((text) => FORBIDDEN.filter(([form]) => form.test(text)).map(([, why]) => `${relative(repo, file)}: «${text.trim().slice(0, 80)}» — ${why}`)),
    );
    expect(slips).toEqual([]);
  });

  it('would catch a slip', () => {
    const texts = ['O produto que você procura não existe.', 'Você precisa estar logado', 'Falha ao aplicar cupom', 'Failed to load cart', 'Escolha a distrito', 'Error: 500', 'Terminaste a sessão.'];
    expect(['O produto que procura não existe.', 'Falha ao aplicar o cupão', 'Escolha o distrito', 'mail delivery failed', 'Sessão terminada.', 'Baste um clique', 'Gaste menos'].filter((t) => FORBIDDEN.some(([form]) => form.test(t)))).toEqual([]);
    expect(texts.filter((t) => FORBIDDEN.some(([form]) => form.test(t)))).toEqual(texts);
  });
});
