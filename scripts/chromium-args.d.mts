export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_PATH: string;
export declare const FULL_CHROMIUM_PATH: string;
export declare const STILL_IMAGES_ARG: string;
