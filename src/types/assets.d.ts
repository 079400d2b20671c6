declare module "*.woff2" {
  const url: string;
  export default url;
}
declare module "*.svg" {
  const url: string;
  export default url;
}
