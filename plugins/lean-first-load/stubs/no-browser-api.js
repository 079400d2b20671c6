// A Gatsby browser-API file that implements no API: stands in for plugins whose browser code only acts in
// `gatsby develop` (see module-stubs.ts).
module.exports = {};
