export { csvStream, neutralise } from './csv.ts';
