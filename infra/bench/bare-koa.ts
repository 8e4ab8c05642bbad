import Koa from 'koa';

/** The baseline: a Koa route that does nothing, in its own process like the real API. */
const app = new Koa();
app.use((ctx) => {
  ctx.body = { success: true };
});
app.listen(Number(process.env.PORT), '127.0.0.1');
