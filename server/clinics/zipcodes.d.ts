// The `zipcodes` package ships no types; only what zipPoint uses is declared.
declare module 'zipcodes' {
  interface ZipInfo {
    zip: string
    latitude: number
    longitude: number
    city: string
    state: string
    country: string
  }
  const zipcodes: { lookup(zip: string | number): ZipInfo | undefined }
  export default zipcodes
}
