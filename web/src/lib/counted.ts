/** A count with its noun in the right number: `counted(1, 'view')` is '1 view', 3 gives '3 views'. */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
