// autocannon 9 ships no types; the little the load script uses.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    duration: number;
  }
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
