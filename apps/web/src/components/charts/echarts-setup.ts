// ECharts through echarts/core with only what the charts use (stack notes: ~180 kB
// instead of the full build); this module is imported lazily, in its own chunk.
import { init, use } from 'echarts/core';
import { BarChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

use([BarChart, PieChart, AriaComponent, GridComponent, TooltipComponent, SVGRenderer]);

export { init };
